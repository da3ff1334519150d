import styles from './product.module.css';

/** Pre-order label and note from the store configuration. */
export function PreorderNotice({ label, note }: { label: string; note: string | null }) {
  return (
    <div className={styles.preorder} data-testid="preorder-notice">
      <p className="badge">{label}</p>
      {note ? <p className={styles.preorderNote}>{note}</p> : null}
    </div>
  );
}
