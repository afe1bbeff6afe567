import './file-drop-zone.css';
import { Text } from '@mantine/core';
import { useId, useState, type DragEvent, type ReactNode, type Ref } from 'react';

interface Props {
  /** The name of the input (what a screen reader announces and tests look for). */
  label: string;
  /** The limits, read with the input. */
  description: ReactNode;
  accept: string;
  /** False where a submission takes one file (a Mis datos document). */
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  /** The real input, for callers that move focus back to it. */
  inputRef?: Ref<HTMLInputElement>;
}

function hasFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer.types).includes('Files');
}

/**
 * A file picker that also takes files dropped on it. Keyboard and screen-reader users reach the
 * real file input (visually hidden, focus shown on its button); dragging is a mouse shortcut.
 */
export function FileDropZone(props: Props) {
  const {
    label,
    description,
    accept,
    multiple = true,
    disabled = false,
    onFiles,
    inputRef,
  } = props;
  const inputId = useId();
  const descriptionId = useId();
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <div
      className="file-drop-zone"
      data-dragging={dragging}
      data-disabled={disabled}
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
        if (!disabled) setDragging(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={onDrop}
    >
      <Text fw={600} aria-hidden="true">
        {multiple ? 'Arrastrá los archivos hasta aquí' : 'Arrastrá el archivo hasta aquí'}
      </Text>
      <Text size="sm" aria-hidden="true">
        o
      </Text>
      <input
        id={inputId}
        ref={inputRef}
        className="file-drop-zone__input visually-hidden"
        type="file"
        multiple={multiple}
        accept={accept}
        disabled={disabled}
        aria-describedby={descriptionId}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          // Cleared so picking the same file again (after removing it) fires a change.
          event.currentTarget.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <label htmlFor={inputId} className="file-drop-zone__button">
        {label}
      </label>
      <Text size="sm" c="dimmed" id={descriptionId}>
        {description}
      </Text>
    </div>
  );
}
