/** Off-screen, out of the tab order and hidden from assistive technology: people never fill it in. */
const offScreen = {
  position: 'absolute',
  left: '-10000px',
  width: 1,
  height: 1,
  overflow: 'hidden',
} as const;

/**
 * A field only a bot fills in: a form posted with it filled is answered as sent and dropped
 * (functions/src/contact/contact-form-post.ts). It guards the HTML path, which App Check cannot.
 */
export function HoneypotField({ name, label }: { name: string; label: string }) {
  return (
    <div aria-hidden="true" style={offScreen}>
      <label>
        {label}
        <input type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
