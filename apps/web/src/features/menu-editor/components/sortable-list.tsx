import {
  DndContext,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, arrayMove, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { changed, lift, positionOf as liftedAt, shownOrder, step, type Lifted } from './keyboard-reorder.ts';

type Item = { _id: string; title: string };

type Props<T extends Item> = {
  items: T[];
  /** The list's accessible name. */
  label: string;
  /** Saves the new order; while its promise is pending the list shows that order. */
  onReorder: (ids: string[]) => unknown;
  /** One row; `handle` is the drag handle to place in it. */
  renderItem: (item: T, handle: ReactNode) => ReactNode;
  disabled?: boolean;
};

function SortableRow({
  item,
  disabled,
  lifted,
  handleRef,
  onHandleKey,
  onHandleBlur,
  children,
}: {
  item: Item;
  disabled: boolean;
  lifted: boolean;
  handleRef: (node: HTMLButtonElement | null) => void;
  onHandleKey: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onHandleBlur: () => void;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation('menuEditor');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item._id, disabled, attributes: { roleDescription: t('reorder.role') } });
  const handle = (
    <button
      type="button"
      ref={(node) => {
        setActivatorNodeRef(node);
        handleRef(node);
      }}
      {...attributes}
      {...listeners}
      aria-pressed={lifted || isDragging}
      onKeyDown={onHandleKey}
      onBlur={onHandleBlur}
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
      className={isDragging || lifted ? 'relative z-10 opacity-80' : undefined}
    >
      {children(handle)}
    </li>
  );
}

/**
 * A list reordered by dragging a row's handle, or from the keyboard: focus the handle, Space to lift,
 * arrows to move, Space to drop, Escape to cancel; each step is announced to screen readers. The mouse
 * and touch drag is dnd-kit's; the keyboard is ours (keyboard-reorder.ts): dnd-kit's keyboard sensor
 * moves a row by scrolling the page when its next place lies in the other half of the window, and then
 * finds the new place from the scroll, which at a phone's height sometimes left the row where it was.
 */
export function SortableList<T extends Item>({
  items,
  label,
  onReorder,
  renderItem,
  disabled = false,
}: Props<T>) {
  const { t } = useTranslation('menuEditor');
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const keyboard = useKeyboardReorder({ items, onReorder, disabled });
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
      <SortableContext items={keyboard.shown.map((item) => item._id)} strategy={verticalListSortingStrategy}>
        <ul aria-label={label} className="space-y-2">
          {keyboard.shown.map((item) => (
            <SortableRow
              key={item._id}
              item={item}
              disabled={disabled}
              lifted={keyboard.liftedId === item._id}
              handleRef={keyboard.handleRef(item._id)}
              onHandleKey={keyboard.onKey(item._id)}
              onHandleBlur={keyboard.onBlur}
            >
              {(handle) => renderItem(item, handle)}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
      <div role="status" aria-live="assertive" aria-atomic="true" className="sr-only">
        {keyboard.message}
      </div>
    </DndContext>
  );
}

/** The keyboard's lift, move, drop and cancel (see SortableList), with what to announce. */
function useKeyboardReorder<T extends Item>({
  items,
  onReorder,
  disabled,
}: Pick<Props<T>, 'items' | 'onReorder'> & { disabled: boolean }) {
  const { t } = useTranslation('menuEditor');
  const [lifted, setLifted] = useState<Lifted | null>(null);
  // A dropped order being saved: shown until the save settles, so the row does not jump back to its
  // old place meanwhile (and its handle keeps the focus).
  const [saving, setSaving] = useState<Lifted | null>(null);
  const [message, setMessage] = useState('');
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const ids = items.map((item) => item._id);
  const byId = new Map(items.map((item) => [item._id, item]));
  const shown = shownOrder(ids, lifted ?? saving).flatMap((id) => byId.get(id) ?? []);
  const titleOf = (id: string) => byId.get(id)?.title ?? '';
  const total = items.length;

  // React moves a lifted row's element to its new place, which takes the focus off its handle. When a
  // save settles and the server's order differs (a refused save), the row moves back: so does the focus,
  // unless the user has moved it elsewhere meanwhile.
  const keepFocus = lifted ?? saving;
  const lastFocused = useRef<string | null>(null);
  useLayoutEffect(() => {
    const id = keepFocus?.id ?? lastFocused.current;
    lastFocused.current = keepFocus?.id ?? null;
    const handle = id ? handles.current.get(id) : undefined;
    if (handle && (keepFocus || document.activeElement === document.body)) handle.focus();
  }, [keepFocus]);

  const cancel = () => {
    if (!lifted) return;
    setLifted(null);
    setMessage(t('reorder.cancelled', { title: titleOf(lifted.id) }));
  };
  const onKey = (id: string) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (disabled) return;
    const key = event.key;
    if (lifted?.id !== id) {
      if (key !== ' ' && key !== 'Enter') return;
      event.preventDefault();
      const next = lift(ids, id);
      setLifted(next);
      if (next) setMessage(t('reorder.picked', { title: titleOf(id), position: liftedAt(next), total }));
      return;
    }
    if (key === 'ArrowUp' || key === 'ArrowDown') {
      event.preventDefault();
      const next = step(lifted, key === 'ArrowUp' ? -1 : 1);
      if (next === lifted) return;
      setLifted(next);
      setMessage(t('reorder.moved', { title: titleOf(id), position: liftedAt(next), total }));
    } else if (key === ' ' || key === 'Enter') {
      event.preventDefault();
      const order = shownOrder(ids, lifted);
      setLifted(null);
      setMessage(t('reorder.dropped', { title: titleOf(id), position: order.indexOf(id) + 1, total }));
      if (!changed(ids, order)) return;
      const save = { id, order };
      setSaving(save);
      void Promise.resolve(onReorder(order)).finally(() =>
        setSaving((current) => (current === save ? null : current)),
      );
    } else if (key === 'Escape') {
      event.preventDefault();
      cancel();
    }
  };
  // Leaving the handle (Tab, a click elsewhere) cancels, as with a drag; the refocus after a move
  // happens before this check runs.
  const onBlur = () =>
    setTimeout(() => {
      if (lifted && document.activeElement !== handles.current.get(lifted.id)) cancel();
    }, 0);
  const handleRef = (id: string) => (node: HTMLButtonElement | null) => {
    if (node) handles.current.set(id, node);
    else handles.current.delete(id);
  };
  return { shown, liftedId: lifted?.id, message, onKey, onBlur, handleRef };
}
