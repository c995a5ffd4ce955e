/** Text made safe inside HTML elements and attribute values. @example escapeHtml('<b>') === '&#60;b&#62;' */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
