import { Alert, Box, Chip, List, ListItem, Typography } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditIcon from '@mui/icons-material/Edit';
import ErrorIcon from '@mui/icons-material/Error';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { fill, messages, type SiteSectionInput } from '@dorsal/core';
import { TooltipIconButton } from '../../../shared/ui/TooltipIconButton.tsx';
import { sortableKeys, type Problems } from './siteDraft.ts';

const t = messages.siteEditor;

/** 'Portada · portada': the kind's name and the section's id. */
export const sectionName = (section: SiteSectionInput) => `${t.kinds[section.kind]} · ${section.id}`;

/** 'Imagen: Escribe una dirección…' — the first problem of a section, named by its field. */
export function problemText(problems: Problems): string | null {
  const first = Object.entries(problems)[0];
  if (!first) return null;
  const [path, message] = first;
  const field = t.fields[(path.split('.')[0] ?? '') as keyof typeof t.fields];
  return field && path ? `${field}: ${message}` : message;
}

interface RowProps {
  sortId: string;
  section: SiteSectionInput;
  index: number;
  total: number;
  problem: string | null;
  onMove: (to: number) => void;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

function SectionRow({ sortId, section, index, total, problem, onMove, onToggle, onEdit, onDelete }: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: sortId });
  const name = sectionName(section);
  return (
    <ListItem
      ref={setNodeRef}
      data-testid="site-section"
      data-section-id={section.id}
      disableGutters
      sx={{
        transform: CSS.Translate.toString(transform),
        transition,
        zIndex: isDragging ? 2 : undefined,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: problem ? 'error.main' : 'divider',
        borderLeftWidth: problem ? 4 : 1,
        borderRadius: 1,
        mb: 1,
        px: 0.5,
        py: 0.5,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.5,
        boxShadow: isDragging ? 4 : 0,
      }}
    >
      <Box
        component="button"
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={fill(t.dragHandle, { name })}
        data-testid="drag-handle"
        sx={{
          border: 0,
          bgcolor: 'transparent',
          color: 'text.secondary',
          cursor: isDragging ? 'grabbing' : 'grab',
          touchAction: 'none',
          p: 0.75,
          display: 'flex',
          borderRadius: 1,
          '&:focus-visible': { outline: '3px solid #FF6F00', outlineOffset: 1 },
        }}
      >
        <DragIndicatorIcon />
      </Box>
      <Box sx={{ flex: '1 1 140px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {problem && <ErrorIcon color="error" fontSize="small" sx={{ verticalAlign: 'text-bottom', mr: 0.5 }} titleAccess={t.broken} />}
          {t.kinds[section.kind]}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          #{section.id}
          {section.hidden && <Chip size="small" label={t.hiddenMark} sx={{ ml: 1 }} />}
        </Typography>
        {problem && (
          <Typography variant="body2" color="error" data-testid="section-problem">
            {problem}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', ml: 'auto' }}>
        <TooltipIconButton label={fill(t.moveUp, { name })} onClick={() => onMove(index - 1)} disabled={index === 0}>
          <ArrowUpwardIcon />
        </TooltipIconButton>
        <TooltipIconButton label={fill(t.moveDown, { name })} onClick={() => onMove(index + 1)} disabled={index === total - 1}>
          <ArrowDownwardIcon />
        </TooltipIconButton>
        <TooltipIconButton label={fill(section.hidden ? t.show : t.hide, { name })} onClick={onToggle}>
          {section.hidden ? <VisibilityIcon /> : <VisibilityOffIcon />}
        </TooltipIconButton>
        <TooltipIconButton label={fill(t.editSection, { name })} onClick={onEdit}>
          <EditIcon />
        </TooltipIconButton>
        <TooltipIconButton label={fill(t.deleteSection, { name })} onClick={onDelete}>
          <DeleteIcon />
        </TooltipIconButton>
      </Box>
    </ListItem>
  );
}

interface Props {
  sections: SiteSectionInput[];
  /** Problems of each section, by its position. */
  problemsAt: (index: number) => Problems;
  onMove: (from: number, to: number) => void;
  onToggle: (index: number) => void;
  onEdit: (index: number) => void;
  onDelete: (index: number) => void;
}

/** A page's sections in order: drag by the handle (pointer or keyboard) or use the arrows; each with its problem. */
export function SectionList({ sections, problemsAt, onMove, onToggle, onEdit, onDelete }: Props) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const keys = sortableKeys(sections);
  const nameOf = (id: string | number) => {
    const section = sections[keys.indexOf(String(id))];
    return section ? sectionName(section) : '';
  };
  const positionOf = (id: string | number | undefined) => (id === undefined ? 0 : keys.indexOf(String(id)) + 1);
  const announcements: Announcements = {
    onDragStart: ({ active }) => fill(t.dragStart, { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) => (over ? fill(t.dragOver, { name: nameOf(active.id), position: positionOf(over.id), total: keys.length }) : undefined),
    onDragEnd: ({ active, over }) => (over ? fill(t.moved, { name: nameOf(active.id), position: positionOf(over.id), total: keys.length }) : undefined),
    onDragCancel: ({ active }) => fill(t.dragCancel, { name: nameOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
  };

  if (sections.length === 0) return <Alert severity="info">{t.noSections}</Alert>;
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: t.dragInstructions } }}>
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        <List disablePadding data-testid="site-sections">
          {sections.map((section, index) => (
            <SectionRow
              key={keys[index]}
              sortId={keys[index] ?? String(index)}
              section={section}
              index={index}
              total={sections.length}
              problem={problemText(problemsAt(index))}
              onMove={(to) => onMove(index, to)}
              onToggle={() => onToggle(index)}
              onEdit={() => onEdit(index)}
              onDelete={() => onDelete(index)}
            />
          ))}
        </List>
      </SortableContext>
    </DndContext>
  );
}
