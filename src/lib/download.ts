/**
 * Saves a file the API answered (a PDF): the bearer token is a header, so a
 * file cannot be a plain link; the browser is handed the blob instead.
 */
export function saveBlob(data: Blob, fileName: string): void {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
