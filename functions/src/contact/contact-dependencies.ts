// What both contact entry points (the callable and the HTML form's endpoint) hand the handler: the
// lead's dependencies, and the salt of the callers' address hashes.
import { alertSender, leadMailDependencies } from '../leads/lead-dependencies.js';
import { ipHashSalt } from '../shared/params.js';
import type { ContactDependencies } from './contact-handler.js';

export function contactDependencies(): ContactDependencies {
  return { ...leadMailDependencies(), ipHashSalt: ipHashSalt.value(), alerts: alertSender() };
}
