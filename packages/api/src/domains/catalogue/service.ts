// The advisor's product catalogue: list, add, edit, delete, and "start from a sample product" (a
// copy of one sample entry to edit into a real one). Every query is scoped to the session's user:
// another advisor's product reads as one that does not exist.
import type { z } from 'zod';

import {
  CATALOGUE_MESSAGES,
  COVERAGE_KINDS,
  findSampleProduct,
  hasSampleName,
  MAX_CATALOGUE_PRODUCTS,
  SAMPLE_PRODUCTS,
  type TCatalogueList,
  type TCatalogueProduct,
  type TCatalogueProductValues,
  type TCoverageKind,
  type ZCatalogueProductIdInput,
  type ZCopySampleProductInput,
  type ZUpdateCatalogueProductInput,
} from '@pitchcraft/core';
import { and, asc, catalogueProducts, count, eq, sql } from '@pitchcraft/db';

import type { Context } from '../../context';
import { AppError, isUniqueViolation } from '../../errors';
import { newId } from '../../ids';

type Deps = Pick<Context, 'db'>;
type ProductRow = typeof catalogueProducts.$inferSelect;

/** What a copied sample's notes say, until the advisor makes it a product they offer. */
export const COPIED_SAMPLE_NOTE =
  'Copied from a sample product. Change the insurer, the name and the details to a product you are licensed to offer.';

const productNotFound = () =>
  new AppError('NOT_FOUND', CATALOGUE_MESSAGES.notFound, { reason: 'PRODUCT_NOT_FOUND' });
const duplicate = () =>
  new AppError('CONFLICT', CATALOGUE_MESSAGES.duplicate, {
    reason: 'PRODUCT_DUPLICATE',
    field: 'name',
  });

const isKind = (kind: string): kind is TCoverageKind =>
  (COVERAGE_KINDS as readonly string[]).includes(kind);

function toProduct(row: ProductRow): TCatalogueProduct {
  return {
    id: row.id,
    insurer: row.insurer,
    name: row.name,
    // A stored kind is always one of ours (written through the schema); an unknown one is read as health: priced by no estimate.
    kind: isKind(row.kind) ? row.kind : 'health',
    description: row.description,
    features: Array.isArray(row.features)
      ? row.features.filter((f): f is string => typeof f === 'string')
      : [],
    notes: row.notes,
    sample: hasSampleName(row.name),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The advisor's products, by insurer then name; while there are none, the sample catalogue to offer in their place. */
export async function listCatalogue(deps: Deps, userId: string): Promise<TCatalogueList> {
  const products = await listProducts(deps, userId);
  return { products, samples: products.length === 0 ? [...SAMPLE_PRODUCTS] : [] };
}

/** The advisor's products, by insurer then name. */
async function listProducts({ db }: Deps, userId: string): Promise<TCatalogueProduct[]> {
  const rows = await db
    .select()
    .from(catalogueProducts)
    .where(eq(catalogueProducts.userId, userId))
    .orderBy(
      asc(sql`lower(${catalogueProducts.insurer})`),
      asc(sql`lower(${catalogueProducts.name})`),
      asc(catalogueProducts.createdAt),
    )
    .limit(MAX_CATALOGUE_PRODUCTS);
  return rows.map(toProduct);
}

async function insertProduct(
  { db }: Deps,
  userId: string,
  values: TCatalogueProductValues,
): Promise<TCatalogueProduct> {
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(catalogueProducts)
    .where(eq(catalogueProducts.userId, userId));
  if (total >= MAX_CATALOGUE_PRODUCTS)
    throw new AppError('CONFLICT', CATALOGUE_MESSAGES.full, { reason: 'CATALOGUE_FULL' });
  try {
    const [row] = await db
      .insert(catalogueProducts)
      .values({ id: newId(), userId, ...values })
      .returning();
    if (!row) throw new Error('catalogue insert returned no row');
    return toProduct(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

export function createProduct(
  deps: Deps,
  userId: string,
  input: TCatalogueProductValues,
): Promise<TCatalogueProduct> {
  return insertProduct(deps, userId, input);
}

export async function updateProduct(
  { db }: Deps,
  userId: string,
  input: z.output<typeof ZUpdateCatalogueProductInput>,
): Promise<TCatalogueProduct> {
  const { id, ...values } = input;
  try {
    const [row] = await db
      .update(catalogueProducts)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(catalogueProducts.id, id), eq(catalogueProducts.userId, userId)))
      .returning();
    if (!row) throw productNotFound();
    return toProduct(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

export async function deleteProduct(
  { db }: Deps,
  userId: string,
  { id }: z.output<typeof ZCatalogueProductIdInput>,
): Promise<void> {
  const deleted = await db
    .delete(catalogueProducts)
    .where(and(eq(catalogueProducts.id, id), eq(catalogueProducts.userId, userId)))
    .returning({ id: catalogueProducts.id });
  if (deleted.length === 0) throw productNotFound();
}

/** A copy of one sample entry in the advisor's catalogue, to edit into a product they offer. */
export function copySampleProduct(
  deps: Deps,
  userId: string,
  { sampleId }: z.output<typeof ZCopySampleProductInput>,
): Promise<TCatalogueProduct> {
  const sample = findSampleProduct(sampleId);
  if (!sample) throw new AppError('NOT_FOUND', CATALOGUE_MESSAGES.sampleUnknown);
  const { insurer, name, kind, description, features } = sample;
  return insertProduct(deps, userId, {
    insurer,
    name,
    kind,
    description,
    features: [...features],
    notes: COPIED_SAMPLE_NOTE,
  });
}
