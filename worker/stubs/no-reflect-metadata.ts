/** Stands in for the `reflect-metadata` polyfill, which only `@peculiar/x509` needs (see no-attestation-certificates.ts). */
export {};
