/**
 * The heart drawn in wishlist buttons: filled by CSS when its button is pressed
 * (`[aria-pressed='true']`), so that a server-rendered button changes with one attribute.
 */
export function HeartPath() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" className="heart">
      <path
        d="M12 21s-7.5-4.6-9.6-9.3C1 8.4 3 5 6.4 5c2 0 3.4 1.1 4.1 2.3h3C14.2 6.1 15.6 5 17.6 5 21 5 23 8.4 21.6 11.7 19.5 16.4 12 21 12 21z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}
