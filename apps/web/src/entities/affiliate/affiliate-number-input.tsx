import './affiliate-field.css';
import { Button, TextInput, type TextInputProps } from '@mantine/core';
import { lazy, Suspense, useRef, useState, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { AFFILIATE_FIELD_ATTRIBUTE, AFFILIATE_SHORTCUT } from './affiliate-shortcut';
import { AffiliateShortcutKeys } from './affiliate-shortcut-keys';

/** The camera and its decoder load when "Escanear credencial" is pressed, never before. */
const CredentialScanner = lazy(() => import('./credential-scanner'));

/** A camera can be asked for (a secure page in a browser that has getUserMedia). */
function cameraApiPresent(): boolean {
  return (
    typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}

interface Props extends Omit<TextInputProps, 'label' | 'description'> {
  ref?: Ref<HTMLInputElement>;
  /**
   * After a scanned credential filled the field (its form's state already has the number):
   * Validar afiliado submits the form, a longer form goes on to its next field.
   */
  onScanned?: (form: HTMLFormElement) => void;
}

/**
 * Sets a controlled input's text the way typing does, so its form's onChange sees it: through
 * the prototype's setter (React watches the element's own one) and an input event.
 */
function typeInto(input: HTMLInputElement, text: string) {
  Reflect.set(HTMLInputElement.prototype, 'value', text, input);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The affiliate number field of spec §3: one text, three space-separated parts. Every one is the
 * target of the Alt+A shortcut (ADR 0038) and shows it; where a camera can be asked for, it
 * offers to scan the affiliate's digital credential instead of typing.
 */
export function AffiliateNumberInput({ ref, onScanned, ...props }: Props) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [scanning, setScanning] = useState(false);
  const canScan = cameraApiPresent() && !props.disabled && !props.readOnly;

  const setRefs = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  const scanned = (text: string) => {
    setScanning(false);
    const input = inputRef.current;
    if (!input) return;
    flushSync(() => typeInto(input, text));
    input.focus();
    if (input.form) onScanned?.(input.form);
  };

  // One box for the field and its button, so a parent row or column places them as one.
  return (
    <div className="affiliate-field">
      <TextInput
        label="Número de afiliado"
        description={
          <>
            Contrato, número intermedio e integrante, separados por espacios (por ejemplo, 30000001
            1 01).
            <span className="affiliate-field__shortcut">
              {' '}
              Atajo desde cualquier página: <AffiliateShortcutKeys />.
            </span>
          </>
        }
        placeholder="30000001 1 01"
        autoComplete="off"
        spellCheck={false}
        aria-keyshortcuts={AFFILIATE_SHORTCUT.aria}
        {...{ [AFFILIATE_FIELD_ATTRIBUTE]: '' }}
        {...props}
        ref={setRefs}
      />
      {/* After the field and its error, so a message stays under the text it is about. */}
      {canScan && (
        <Button
          type="button"
          variant="default"
          className="affiliate-field__scan"
          onClick={() => setScanning(true)}
        >
          Escanear credencial
        </Button>
      )}
      {scanning && (
        <Suspense fallback={null}>
          <CredentialScanner onNumber={scanned} onClose={() => setScanning(false)} />
        </Suspense>
      )}
    </div>
  );
}
