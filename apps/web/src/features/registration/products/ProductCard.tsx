import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { addProduct, messages, removeProduct, fill } from '@dorsal/core';
import type { FieldContext, FormValues, ProductSelection } from '@dorsal/core';
import { useToast } from '../../../shared/ui/useToast.ts';
import type { ProductOption } from '@dorsal/core';
import { coreProduct } from '../wizard/selection.ts';
import { ProductForm } from './ProductForm.tsx';
import { QuantityStepper } from './QuantityStepper.tsx';

const t = messages.registrationScreens.products;

/** One add-on: price in the chosen currency, its form (saved first), 'Agregar al registro' and − / +. */
export function ProductCard({
  product,
  currency,
  selections,
  context,
  onChange,
}: {
  product: ProductOption;
  context: FieldContext;
  currency: string;
  selections: ProductSelection[];
  onChange: (selections: ProductSelection[]) => void;
}) {
  const toast = useToast();
  const line = selections.find((selection) => selection.code === product.code);
  const hasForm = product.formFields.length > 0;
  const [saved, setSaved] = useState<FormValues | null>(line?.formValues ?? null);

  function add() {
    const change = addProduct(selections, coreProduct(product), { formValues: saved ?? undefined, context });
    if (change.ok) onChange(change.selections);
    else toast.error(change.message);
  }

  function onSaved(values: FormValues | null) {
    setSaved(values);
    if (values && line) onChange(selections.map((selection) => (selection.code === product.code ? { ...selection, formValues: values } : selection)));
  }

  const price = product.price[currency] ?? product.price.MXN;
  return (
    <Box
      component="article"
      aria-label={product.name}
      data-testid="product"
      sx={{ border: '1px solid', borderColor: 'divider', borderLeft: '5px solid', borderLeftColor: product.color ?? 'secondary.main', borderRadius: 2, p: 2, display: 'grid', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        {product.imageUrl && (
          // A thumbnail beside the name (which says what it is): sized for phones, fetched when it scrolls near.
          <Box
            component="img"
            src={product.imageUrl}
            alt=""
            loading="lazy"
            decoding="async"
            width={64}
            height={64}
            data-testid="product-image"
            sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 1.5, flexShrink: 0, bgcolor: 'grey.100' }}
          />
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{product.name}</Typography>
          {product.description && (
            <Typography variant="body2" color="text.secondary">
              {product.description}
            </Typography>
          )}
          {product.maxQuantity ? (
            <Typography variant="caption" color="text.secondary">
              {fill(t.maxUnits, { n: product.maxQuantity })}
            </Typography>
          ) : null}
        </Box>
        {price && (
          <Typography className="tabular-nums" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
            {price.text}
          </Typography>
        )}
      </Box>
      {hasForm && <ProductForm fields={product.formFields} context={context} initial={line?.formValues} saved={saved !== null} onSaved={onSaved} />}
      <Box>
        {line ? (
          <QuantityStepper
            name={product.name}
            quantity={line.quantity}
            onAdd={add}
            onRemove={() => onChange(removeProduct(selections, product.code))}
          />
        ) : (
          <Button variant="contained" color="secondary" startIcon={<AddShoppingCartIcon />} onClick={add} disabled={hasForm && !saved}>
            {messages.registration.products.addToRegistration}
          </Button>
        )}
      </Box>
    </Box>
  );
}
