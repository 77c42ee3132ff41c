/** Toolbar glyphs (24×24, currentColor), always decorative: the buttons carry the names. */
const paths = {
  bold: 'M7 4h7a4 4 0 0 1 0 8H7zM7 12h8a4 4 0 0 1 0 8H7z',
  italic: 'M19 4h-9M14 20H5M15 4L9 20',
  underline: 'M6 4v6a6 6 0 0 0 12 0V4M4 20h16',
  bulletList: 'M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01',
  orderedList: 'M10 6h11M10 12h11M10 18h11M4 4h1v5M4 9h2M6 20H4c0-1.5 2-2 2-3.5a1 1 0 0 0-2-.5',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  colour: 'M7 17L12 4l5 13M9 12h6',
  font: 'M4 7V4h16v3M9 20h6M12 4v16',
  size: 'M3 8V5h10v3M8 5v14M6 19h4M14 13v-2h7v2M17.5 11v8M16 19h3',
} as const;

export type RichTextIconName = keyof typeof paths;

export function RichTextIcon({ name }: { name: RichTextIconName }) {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.2}
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={paths[name]} />
    </svg>
  );
}
