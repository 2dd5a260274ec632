// Preloaded in the VM-context test workers (vitest.config.mts, project "app"). next's CommonJS
// files require `@swc/helpers/_/<helper>`, whose exports map lists a "module-sync" ES module
// first; Node 20 picks it, and a CommonJS require inside a VM context cannot load an ES module.
// The package's CommonJS build of the same helper is what Node 22 (and Vitest there) picks.
import Module from 'node:module';

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveSwcHelpersAsCommonJs(request, ...rest) {
  const helper = /^@swc\/helpers\/_\/(\w+)$/.exec(request);
  return resolveFilename.call(
    this,
    helper ? `@swc/helpers/cjs/${helper[1]}.cjs` : request,
    ...rest,
  );
};
