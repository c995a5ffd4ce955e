/** An inline script element: a literal "</script" inside the code would end the element early. @example inlineScript('go()') */
export function inlineScript(code: string): string {
  return `<script>${code.replace(/<\/script/gi, '<\\/script')}</script>`;
}
