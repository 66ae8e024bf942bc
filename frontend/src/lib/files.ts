// Files in the browser: a download of text, reading a chosen file, and
// copying text. The desktop app uses native dialogs instead (AppInfo.dialogs).

/** downloadText saves text as a file through the browser. */
export function downloadText(fileName: string, content: string, mediaType = 'text/plain') {
  const url = URL.createObjectURL(new Blob([content], { type: mediaType }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** readFileText reads a chosen file (FileReader works in every webview). */
export function readFileText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result ?? ''));
    r.onerror = () => reject(r.error ?? new Error(`cannot read ${file.name}`));
    r.readAsText(file);
  });
}

/** copyText puts text on the clipboard; it reports whether that worked. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    /* not allowed here: try the selection below */
  }
  const ta = document.createElement('textarea');
  ta.value = text;
  ta.setAttribute('readonly', '');
  ta.style.position = 'fixed';
  ta.style.opacity = '0';
  document.body.appendChild(ta);
  ta.select();
  let ok: boolean;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  ta.remove();
  return ok;
}
