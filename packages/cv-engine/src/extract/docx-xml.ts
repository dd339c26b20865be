// The XML tree fast-xml-parser gives with preserveOrder (each node `{ tag: children, ':@': attributes }`)
// and the few accessors the DOCX readers share.

export type XmlNode = Record<string, unknown>;
export type Attributes = Record<string, string>;

export function readTagName(node: XmlNode): string {
  for (const key of Object.keys(node)) if (key !== ':@') return key;
  return '';
}

export function readChildren(node: XmlNode): XmlNode[] {
  const children = node[readTagName(node)];
  return Array.isArray(children) ? (children as XmlNode[]) : [];
}

export function readAttributes(node: XmlNode): Attributes {
  const attributes = node[':@'];
  return typeof attributes === 'object' && attributes !== null ? (attributes as Attributes) : {};
}

export function findChild(node: XmlNode, tagName: string): XmlNode | undefined {
  return readChildren(node).find((child) => readTagName(child) === tagName);
}

export function readText(node: XmlNode): string {
  return readChildren(node)
    .map((child) => (typeof child['#text'] === 'string' ? child['#text'] : ''))
    .join('');
}

/** A numeric attribute, or null when absent or not a number. */
export function readNumberAttribute(node: XmlNode | undefined, name: string): number | null {
  const value = node ? readAttributes(node)[name] : undefined;
  if (value === undefined || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}
