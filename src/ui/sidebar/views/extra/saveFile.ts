import type { LoadedFile } from '../../../../runtime/sidebar/views/FilePreviewStore';

/** Hands a loaded file to the browser's download under its own name. */
export function saveFile(file: LoadedFile): void {
  const url = URL.createObjectURL(new Blob([file.bytes.slice()], { type: file.mime }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the address by now; keep it a moment for slow browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
