import './affiliate-field.css';
import { AFFILIATE_SHORTCUT } from './affiliate-shortcut';

/** The keys of the shortcut, as keycaps. */
export function AffiliateShortcutKeys() {
  return (
    <span>
      {AFFILIATE_SHORTCUT.keys.map((key, index) => (
        <span key={key}>
          {index > 0 && ' + '}
          <kbd className="affiliate-field__kbd">{key}</kbd>
        </span>
      ))}
    </span>
  );
}
