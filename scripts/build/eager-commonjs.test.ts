import { describe, expect, it } from 'vitest';
import { eagerCommonJs } from './eager-commonjs';

describe('eagerCommonJs', () => {
  it('should turn each CommonJS wrapper into a parenthesized function expression', () => {
    const chunk = [
      'import { t as __commonJSMin } from "./rolldown-runtime.js";',
      'var require_a = /* @__PURE__ */ __commonJSMin(((exports) => {',
      '  exports.a = () => 1;',
      '}));',
      'var require_b = /* @__PURE__ */ __commonJSMin(((exports, module) => {',
      '  module.exports = require_a();',
      '}));',
      'var require_c = /* @__PURE__ */ __commonJSMin((() => {}));',
    ].join('\n');
    const rewritten = eagerCommonJs(chunk)?.toString();
    expect(rewritten).toContain('__commonJSMin((function(exports) {\n  exports.a = () => 1;\n}));');
    expect(rewritten).toContain('__commonJSMin((function(exports, module) {');
    expect(rewritten).toContain('__commonJSMin((function() {}));');
    expect(rewritten).not.toMatch(/__commonJSMin\(\(\(/);
  });

  it('should leave a chunk without CommonJS as it is', () => {
    const chunk = 'export const f = ((x) => { return x; });';
    expect(eagerCommonJs(chunk)?.hasChanged()).toBe(false);
  });

  it('should refuse a wrapper of another form, so that the build stops instead of leaving it lazy', () => {
    expect(eagerCommonJs('var r = __commonJSMin(function (exports) {});')).toBeNull();
  });
});
