/** What a stored document's type reads as for people: "PDF", "JPEG image", never "application/pdf". */
const LABELS: Record<string, string> = {
  "application/pdf": "PDF",
  "image/jpeg": "JPEG image",
  "image/png": "PNG image",
  "image/gif": "GIF image",
  "application/msword": "Word document",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "Word document",
  "text/plain": "Text file",
};

export function formatFileType(contentType: string): string {
  // "text/plain; charset=utf-8" is a text file whatever its parameters.
  const bare = contentType.split(";")[0].trim().toLowerCase();
  return LABELS[bare] ?? "File";
}
