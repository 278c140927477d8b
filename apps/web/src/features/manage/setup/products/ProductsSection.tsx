import { useState } from 'react';
import { Alert, Box, Chip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { eventProductsSetupSchema, fill, formatMoney, messages, type EventProductsView, type ProductView } from '@dorsal/core';
import { errorMessage } from '../../../../shared/http/ApiError.ts';
import { LoadingState } from '../../../../shared/ui/LoadingState.tsx';
import { useToast } from '../../../../shared/ui/useToast.ts';
import { TooltipIconButton } from '../../../../shared/ui/TooltipIconButton.tsx';
import { AdminSectionCard } from '../../components/AdminSectionCard.tsx';
import { ListEditorActions } from '../../components/ListEditorActions.tsx';
import { newProductValues, productValuesOf } from './productForm.ts';
import { ProductDialog } from './ProductDialog.tsx';
import { useProducts, useSaveProducts } from './productsApi.ts';
import { placeKeyed, type Editing } from '../keyedList.ts';

const t = messages.eventSetup.products;

function ProductRow({ product, modalities, editable, onEdit, onRemove }: {
  product: ProductView;
  modalities: EventProductsView['modalities'];
  editable: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const offeredIn = modalities.filter((modality) => product.modalityCodes.includes(modality.code)).map((modality) => modality.name);
  const limit = product.maxQuantity === null ? t.unlimited : fill(t.perRegistration, { count: String(product.maxQuantity) });
  return (
    <Box component="li" data-testid="event-product" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 1.25, borderBottom: '1px solid', borderColor: 'divider', flexWrap: 'wrap' }}>
      <Box aria-hidden sx={{ width: 12, alignSelf: 'stretch', borderRadius: 1, bgcolor: product.color ?? 'grey.300' }} />
      {product.imageUrl && (
        <Box component="img" src={product.imageUrl} alt="" loading="lazy" width={48} height={48} sx={{ objectFit: 'cover', borderRadius: 1.5, flexShrink: 0 }} />
      )}
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {product.name} · {formatMoney({ cents: product.unitCents, currency: 'MXN' })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[product.code, limit, offeredIn.join(', ')].join(' · ')}
        </Typography>
      </Box>
      {product.hideInPublic && <Chip size="small" variant="outlined" label={t.staffOnlyTag} />}
      {editable && (
        <Box sx={{ display: 'flex' }}>
          <TooltipIconButton label={fill(t.edit, { name: product.name })} onClick={onEdit}>
            <EditIcon fontSize="small" />
          </TooltipIconButton>
          <TooltipIconButton label={fill(t.remove, { name: product.name })} onClick={onRemove}>
            <DeleteIcon fontSize="small" />
          </TooltipIconButton>
        </Box>
      )}
    </Box>
  );
}

function ProductsEditor({ eventId, view, editable }: { eventId: number; view: EventProductsView; editable: boolean }) {
  const [products, setProducts] = useState(view.products);
  const [editing, setEditing] = useState<Editing>(null);
  const save = useSaveProducts(eventId);
  const toast = useToast();
  const dirty = JSON.stringify(products) !== JSON.stringify(view.products);

  function apply(product: ProductView): string | null {
    const next = placeKeyed(products, editing, product, (p) => p.code);
    if (!next) return t.codeRepeated;
    setProducts(next);
    setEditing(null);
    return null;
  }

  async function submit() {
    const parsed = eventProductsSetupSchema.safeParse({ products });
    if (!parsed.success) return toast.error(parsed.error.issues[0]!.message);
    try {
      setProducts((await save.mutateAsync(parsed.data)).products);
      toast.success(t.saved);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <AdminSectionCard id="products-title" title={t.title} lead={t.lead}>
      {products.length === 0 ? (
        <Alert severity="info">{t.empty}</Alert>
      ) : (
        <Box component="ul" aria-labelledby="products-title" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {products.map((product, index) => (
            <ProductRow
              key={product.code}
              product={product}
              modalities={view.modalities}
              editable={editable}
              onEdit={() => setEditing(index)}
              onRemove={() => setProducts((current) => current.filter((_, at) => at !== index))}
            />
          ))}
        </Box>
      )}
      {editable && (
        <ListEditorActions addLabel={t.add} saveLabel={t.save} unsavedText={t.unsaved} dirty={dirty} saving={save.isPending} onAdd={() => setEditing('new')} onSave={() => void submit()} />
      )}
      {editing !== null && (
        <ProductDialog
          eventId={eventId}
          initial={editing === 'new' ? newProductValues(view.modalities.map((modality) => modality.code)) : productValuesOf(products[editing]!)}
          imageUrl={editing === 'new' ? null : products[editing]!.imageUrl}
          isNew={editing === 'new'}
          modalities={view.modalities}
          onApply={apply}
          onClose={() => setEditing(null)}
        />
      )}
    </AdminSectionCard>
  );
}

/** The 'Productos' tab: the event's add-ons, each offered in the modalities chosen, saved at once. */
export function ProductsSection({ eventId, editable }: { eventId: number; editable: boolean }) {
  const query = useProducts(eventId);
  if (query.isPending) return <LoadingState label={messages.eventSetup.loading} />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  return <ProductsEditor eventId={eventId} view={query.data} editable={editable} />;
}
