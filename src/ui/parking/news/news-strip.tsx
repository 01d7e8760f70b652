// The thumbnail strip (spec 3 §2 News manager, §4 News): the lot's items in order; a click on a thumbnail
// edits it, its handle drags it to another place, by pointer or by keyboard (Space or Enter picks it up, the
// arrows move it, Space or Enter drops it, Escape puts it back), with what happens said to screen readers in
// the console's language. A drop hands the new order to the chart. No drag while a write is on its way.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, horizontalListSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { NewsItem } from '../../../contracts/news.struct';
import { t as translate } from '../../../i18n/i18n';
import { useTranslate } from '../../../i18n/use-translate';
import { NewsPicture } from './news-picture';

type Props = { items: NewsItem[]; selectedId: number; disabled: boolean; onSelect: (id: number) => void; onReorder: (ids: number[]) => void };

const THUMB_WIDTH = 132;

/** What a screen reader hears while an item is dragged: its name and place among the items. */
function announcementsOf(items: readonly NewsItem[]): Announcements {
  const name = (id: UniqueIdentifier) => items.find((item) => item.id === id)?.name ?? '';
  const place = (id: UniqueIdentifier) => ({ n: items.findIndex((item) => item.id === id) + 1, total: items.length });
  return {
    onDragStart: ({ active }) => translate('news.drag.start', { name: name(active.id), ...place(active.id) }),
    // Over its own place (as a drag starts) nothing new is said: the pick-up's words stay.
    onDragOver: ({ active, over }) =>
      !over ? translate('news.drag.away', { name: name(active.id) }) : over.id === active.id ? undefined : translate('news.drag.over', { name: name(active.id), ...place(over.id) }),
    onDragEnd: ({ active, over }) => (over ? translate('news.drag.end', { name: name(active.id), ...place(over.id) }) : translate('news.drag.cancel', { name: name(active.id) })),
    onDragCancel: ({ active }) => translate('news.drag.cancel', { name: name(active.id) }),
  };
}

function Thumb({ item, place, selected, disabled, onSelect }: { item: NewsItem; place: number; selected: boolean; disabled: boolean; onSelect: () => void }) {
  const { t } = useTranslate();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id });
  return (
    <li ref={setNodeRef} aria-label={item.name} style={{ transform: CSS.Translate.toString(transform), transition, zIndex: isDragging ? 1 : undefined, listStyle: 'none' }}>
      <Paper withBorder radius="md" p={4} w={THUMB_WIDTH} style={{ borderColor: selected ? 'var(--mantine-color-blue-6)' : undefined, borderWidth: selected ? 2 : 1, opacity: isDragging ? 0.6 : 1 }}>
        <Stack gap={4}>
          <UnstyledButton onClick={onSelect} aria-pressed={selected} aria-label={t('news.editNamed', { name: item.name })}>
            <NewsPicture address={item.image.thumb_m} alt={item.name} />
          </UnstyledButton>
          <Group gap={4} wrap="nowrap" justify="space-between">
            <Text size="xs" fw={500} truncate="end" style={{ flex: 1 }}>{place}. {item.name}</Text>
            <ActionIcon
              ref={setActivatorNodeRef}
              variant="subtle"
              size="sm"
              disabled={disabled}
              style={{ cursor: disabled ? undefined : 'grab', touchAction: 'none' }}
              {...attributes}
              {...listeners}
              aria-label={t('news.move', { name: item.name })}
            >
              ⠿
            </ActionIcon>
          </Group>
        </Stack>
      </Paper>
    </li>
  );
}

export function NewsStrip({ items, selectedId, disabled, onSelect, onReorder }: Props) {
  const { t } = useTranslate();
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.id);
  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  };
  if (items.length === 0) return <Text c="dimmed" size="sm">{t('news.empty')}</Text>;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dropped}
      accessibility={{ announcements: announcementsOf(items), screenReaderInstructions: { draggable: t('news.drag.instructions') } }}
    >
      <SortableContext items={ids} strategy={horizontalListSortingStrategy} disabled={disabled}>
        <Group component="ul" aria-label={t('news.order')} gap="xs" wrap="nowrap" p={0} m={0} style={{ overflowX: 'auto', paddingBottom: 4 }}>
          {items.map((item, i) => (
            <Thumb key={item.id} item={item} place={i + 1} selected={item.id === selectedId} disabled={disabled} onSelect={() => onSelect(item.id)} />
          ))}
        </Group>
      </SortableContext>
    </DndContext>
  );
}
