// The × that removes a row of a list form; where a row may not be removed, a spacer keeps the columns aligned.
import { ActionIcon } from '@mantine/core';

export function RemoveRowButton({ show, label, onClick }: { show: boolean; label: string; onClick: () => void }) {
  if (!show) return <div style={{ width: 28 }} />;
  return (
    <ActionIcon variant="subtle" color="red" mt={28} aria-label={label} onClick={onClick}>
      ×
    </ActionIcon>
  );
}
