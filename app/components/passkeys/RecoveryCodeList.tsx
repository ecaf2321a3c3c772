/** Recovery codes, shown once: only their hashes are kept, so this is the one time anyone sees them. */
export function RecoveryCodeList({ codes }: { codes: string[] }) {
  return (
    <div className="alert alert-info" role="status">
      <h2 className="h3-size">Save your recovery codes now</h2>
      <p>
        If you lose your passkey, each of these codes lets you in once. Keep them somewhere safe (a password manager, or
        printed); we cannot show them again.
      </p>
      <ol className="recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
    </div>
  );
}
