/**
 * The portal's mark: a cross on the brand's petrol blue with a light corner, drawn
 * inline so the header needs no request and no library, and renders the same on the server and
 * in the browser (no ids, no random values). public/favicon.svg is the same drawing; its colours
 * are the theme's brand shades 8 and 3 (app/theme.ts), written out because a favicon cannot read
 * CSS variables.
 */
export function BrandMark({ size = 36 }: { size?: number }) {
  return (
    <svg
      className="brand-mark"
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="64" height="64" rx="14" fill="#0b5a7a" />
      <path d="M64 38v12a14 14 0 0 1-14 14H38a26 26 0 0 1 26-26z" fill="#72b6cf" />
      <path d="M25 10h14v15h15v14H39v15H25V39H10V25h15z" fill="#fff" />
    </svg>
  );
}

/**
 * The mark and the wordmark. The wordmark is text, not a drawing: it is the link's accessible
 * name ('Portal de Prestadores'), scales with the user's font size and prints sharp.
 */
export function BrandLogo() {
  return (
    <span className="brand-logo">
      <BrandMark />
      <span className="brand-logo__wordmark">
        <span className="brand-logo__lead">Portal de</span>{' '}
        <span className="brand-logo__name">Prestadores</span>
      </span>
    </span>
  );
}
