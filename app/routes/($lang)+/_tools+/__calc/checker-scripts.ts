/**
 * The downloadable checkers: small scripts that print a file's MD5 and SHA-256 with the tools the
 * system already has (coreutils or OpenSSL on Linux and macOS, Get-FileHash on Windows).
 */
export const SHELL_CHECKER = `#!/bin/sh
# md5-checker.sh: prints the MD5 and SHA-256 of each file given.
# Usage: sh md5-checker.sh FILE...
set -eu
if [ "$#" -eq 0 ]; then
  echo "Usage: sh md5-checker.sh FILE..." >&2
  exit 2
fi
for file in "$@"; do
  if command -v md5sum >/dev/null 2>&1; then
    md5=$(md5sum -- "$file" | cut -d ' ' -f 1)
    sha=$(sha256sum -- "$file" | cut -d ' ' -f 1)
  else
    md5=$(openssl dgst -md5 -r "$file" | cut -d ' ' -f 1)
    sha=$(openssl dgst -sha256 -r "$file" | cut -d ' ' -f 1)
  fi
  printf '%s\\n  MD5     %s\\n  SHA-256 %s\\n' "$file" "$md5" "$sha"
done
`;

export const POWERSHELL_CHECKER = `# md5-checker.ps1: prints the MD5 and SHA-256 of each file given.
# Usage: powershell -ExecutionPolicy Bypass -File md5-checker.ps1 FILE...
param([Parameter(Mandatory = $true, ValueFromRemainingArguments = $true)][string[]]$Files)
foreach ($file in $Files) {
  $md5 = (Get-FileHash -Algorithm MD5 -LiteralPath $file).Hash.ToLower()
  $sha = (Get-FileHash -Algorithm SHA256 -LiteralPath $file).Hash.ToLower()
  Write-Output $file
  Write-Output "  MD5     $md5"
  Write-Output "  SHA-256 $sha"
}
`;

export function scriptResponse(body: string, filename: string) {
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "public, max-age=3600",
    },
  });
}
