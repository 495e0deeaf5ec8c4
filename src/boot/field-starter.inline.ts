/** What the build inlines into a form page (scripts/build/field-starter.ts): the starter, started. */
import { preloadOnFirstFieldFocus } from './field-starter';

preloadOnFirstFieldFocus();
