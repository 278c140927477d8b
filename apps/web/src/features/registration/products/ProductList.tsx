import { Stack } from '@mui/material';
import { messages } from '@dorsal/core';
import type { FieldContext, ProductSelection } from '@dorsal/core';
import type { ProductOption } from '@dorsal/core';
import { StepSection } from '../options/StepSection.tsx';
import { ProductCard } from './ProductCard.tsx';

const t = messages.registrationScreens.products;

/** 'Productos adicionales' of the chosen modality (none: nothing is drawn). */
export function ProductList({
  products,
  currency,
  selections,
  context,
  onChange,
}: {
  products: ProductOption[];
  context: FieldContext;
  currency: string;
  selections: ProductSelection[];
  onChange: (selections: ProductSelection[]) => void;
}) {
  if (products.length === 0) return null;
  return (
    <StepSection title={t.title} lead={t.lead}>
      <Stack spacing={1.5}>
        {products.map((product) => (
          <ProductCard key={product.code} product={product} currency={currency} selections={selections} context={context} onChange={onChange} />
        ))}
      </Stack>
    </StepSection>
  );
}
