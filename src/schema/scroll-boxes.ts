/**
 * A text's published HTML with each table in a box of its own that scrolls sideways, and each code block able to
 * scroll so too, both reachable by keyboard: a wide table or a long line of code scrolls inside the text, never
 * the page. The HTML is the Markdown renderer's (markdown.ts: editors write no HTML), whose tables and code
 * blocks open with a bare <table> and <pre>.
 */
export const scrollBoxes = (html: string) =>
  html
    .replace(/<table>/g, '<div class="table-scroll" tabindex="0"><table>')
    .replace(/<\/table>/g, "</table></div>")
    .replace(/<pre>/g, '<pre tabindex="0">');
