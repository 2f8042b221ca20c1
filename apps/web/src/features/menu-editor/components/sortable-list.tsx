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
import { useRef, type ReactNode } from 'react';
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
    useSortable({ id: item._id, disabled, attributes: { roleDescription: t('reorder.role') } });
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
    // When the next place lies in the half of the window the row is heading to and the page can
    // scroll, the keyboard sensor moves the row by scrolling the page and leaves the new place to be
    // found from the scroll events. A smooth scroll delivers those over a few hundred milliseconds, so
    // a Space pressed meanwhile dropped the row where it was: in the console the editor sits below the
    // header and tabs, so the page is taller than the window and takes that path on most moves. An
    // instant scroll settles the new place by the next frame.
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, scrollBehavior: 'auto' }),
  );
  // dnd-kit reports the row over itself as soon as it is lifted; announcing that would replace "picked
  // up" before a screen reader reads it, so only a change of place is announced.
  const lastOver = useRef<string | number | null>(null);
  const titleOf = (id: string | number) => items.find((item) => item._id === id)?.title ?? '';
  const positionOf = (id: string | number) => items.findIndex((item) => item._id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return t('reorder.picked', {
        title: titleOf(active.id),
        position: positionOf(active.id),
        total: items.length,
      });
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver.current) return undefined;
      lastOver.current = over.id;
      return t('reorder.moved', {
        title: titleOf(active.id),
        position: positionOf(over.id),
        total: items.length,
      });
    },
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
