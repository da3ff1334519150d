/** The club crest, drawn: decorative wherever it stands beside the club's name. */
export function Crest({ size }: { size?: number }) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false">
      <path d="M16 2l12 4v9c0 7.5-5 12.5-12 15C9 27.5 4 22.5 4 15V6l12-4z" fill="#f2c230" />
      <path d="M16 5.5l9 3v6.6c0 5.8-3.8 9.8-9 11.9-5.2-2.1-9-6.1-9-11.9V8.5l9-3z" fill="#0b5d3b" />
      <path d="M11.5 11.5h9v2.4h-3.2v8.6h-2.6v-8.6h-3.2z" fill="#f2c230" />
    </svg>
  );
}
