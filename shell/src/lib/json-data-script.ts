/**
 * The value of a `<script type="application/json" id="…">` the server wrote into the page, or null when the
 * page has none or it does not hold what `isValue` accepts.
 */
export const readJsonDataScript = <T>(
  id: string,
  isValue: (value: unknown) => value is T,
  root: Pick<Document, 'getElementById'> = document,
): T | null => {
  const text = root.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isValue(value) ? value : null;
  } catch {
    return null;
  }
};
