/**
 * CSV files a person downloads (statements, audit exports): RFC 4180 quoting, CRLF lines and a byte-order
 * mark (what spreadsheet programs need to read UTF-8 names and accents right), and no cell a spreadsheet
 * would run as a formula.
 */

/** One cell: quoted when it holds a comma, a quote or a line break; `=`, `+`, `-`, `@` openers defused. */
export const csvCell = (value: string): string => {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^[+-]?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** The whole file: a header row then the rows. */
export const csvText = (rows: ReadonlyArray<ReadonlyArray<string>>): string =>
  `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;

/** Hands a text to the browser as a download named `fileName`. */
export const saveText = (text: string, fileName: string, type = 'text/csv;charset=utf-8') => {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
