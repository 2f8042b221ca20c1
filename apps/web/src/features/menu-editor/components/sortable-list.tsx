import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';

type Item = { _id: string; title: string };

type Props<T extends Item> = {
  items: T[];
  /** The list's accessible name. */
  label: string;
  onReorder: (ids: string[]) => void;
  /** One row; `handle` is the drag handle to place in it. */
  renderItem: (item: T, handle: ReactNode) => ReactNode;
  disabled?: boolean;
};

function SortableRow({
  item,
  disabled,
  children,
}: {
  item: Item;
  disabled: boolean;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation('menuEditor');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item._id, disabled });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={t('reorder.handle', { title: item.title })}
      className="flex size-10 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-orange-600"
    >
      <span aria-hidden="true">⋮⋮</span>
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={isDragging ? 'relative z-10 opacity-80' : undefined}
    >
      {children(handle)}
    </li>
  );
}

/**
 * A list reordered by dragging a row's handle, or from the keyboard: focus the handle, Space to lift,
 * arrows to move, Space to drop, Escape to cancel; each step is announced to screen readers.
 */
export function SortableList<T extends Item>({
  items,
  label,
  onReorder,
  renderItem,
  disabled = false,
}: Props<T>) {
  const { t } = useTranslation('menuEditor');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titleOf = (id: string | number) => items.find((item) => item._id === id)?.title ?? '';
  const positionOf = (id: string | number) => items.findIndex((item) => item._id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('reorder.picked', {
        title: titleOf(active.id),
        position: positionOf(active.id),
        total: items.length,
      }),
    onDragOver: ({ active, over }) =>
      over
        ? t('reorder.moved', {
            title: titleOf(active.id),
            position: positionOf(over.id),
            total: items.length,
          })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('reorder.dropped', {
            title: titleOf(active.id),
            position: positionOf(over.id),
            total: items.length,
          })
        : undefined,
    onDragCancel: ({ active }) => t('reorder.cancelled', { title: titleOf(active.id) }),
  };
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = items.map((item) => item._id);
    onReorder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('reorder.instructions') } }}
    >
      <SortableContext items={items.map((item) => item._id)} strategy={verticalListSortingStrategy}>
        <ul aria-label={label} className="space-y-2">
          {items.map((item) => (
            <SortableRow key={item._id} item={item} disabled={disabled}>
              {(handle) => renderItem(item, handle)}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
