/** Hands a file to the browser's downloads (an object URL on a temporary `<a download>`). */
export function saveFile(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: the download keeps its own reference.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/** The name the server's `Content-Disposition` gives the file, or `fallback`. */
export function attachmentName(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const named = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
  if (!named) return fallback;
  try {
    return decodeURIComponent(named);
  } catch {
    return named;
  }
}
