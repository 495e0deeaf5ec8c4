// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { shareCardPath } from './share-card';

describe('shareCardPath', () => {
  it('names the home page "home" and a nested route by its segments', () => {
    expect(shareCardPath('/')).toBe('/share/home.png');
    expect(shareCardPath('/services/cloud')).toBe('/share/services-cloud.png');
    expect(shareCardPath('/industries/healthcare/')).toBe('/share/industries-healthcare.png');
  });
});
