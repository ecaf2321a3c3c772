/**
 * Stands in for `@peculiar/x509` in the Worker bundle (wrangler.toml `[alias]`): only the passkey
 * library's attestation-certificate checks reach it, and we ask browsers for no attestation
 * (`attestationType: "none"`, docs/decisions/0044-passkeys-admin-second-factor.md), so none runs.
 * The chain (with tsyringe and reflect-metadata) is about 100 KiB the Worker need not carry
 * (docs/architecture.md "Worker size"). If one ever ran, it fails loudly instead of passing.
 */
class NotInThisWorker {
  constructor() {
    throw new Error("Attestation certificates are not checked: this Worker asks for no attestation.");
  }
}
export class X509Certificate extends NotInThisWorker {}
export class X509ChainBuilder extends NotInThisWorker {}
export class X509Crl extends NotInThisWorker {}
export class AuthorityKeyIdentifierExtension extends NotInThisWorker {}
export class CRLDistributionPointsExtension extends NotInThisWorker {}
export class SubjectKeyIdentifierExtension extends NotInThisWorker {}
