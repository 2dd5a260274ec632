import { and, asc, count, eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Language } from '../../../lib/contract/wire/language';
import type { WireAddressDeleted, WireSavedAddress } from '../../../lib/contract/wire/wallet';
import { wireAddressAddInputSchema } from '../../../lib/contract/wire/wallet-schemas';
import type { Database } from '../../db/database';
import { withdrawAddresses } from '../../db/schema';
import { validAddress } from './networks';
import { checkedNetwork } from './wallet-common';
import { WalletCode, WalletError } from './wallet-errors';

/** Saved addresses per user. */
export const ADDRESS_BOOK_MAX = 50;

/** asset/withdraw/address/add as the service takes it: the contract's body, the network typed. */
export const addressAddInput = z.extend(wireAddressAddInputSchema, {
  network: checkedNetwork(wireAddressAddInputSchema.shape.network),
});

type Entry = typeof withdrawAddresses.$inferSelect;

function view(row: Entry): WireSavedAddress {
  return {
    id: row.id,
    currencyId: row.currencyId,
    network: row.network,
    address: row.address,
    label: row.label,
    createdAt: row.createdAt,
  };
}

/** The withdrawal address book: only valid addresses, at most 50, each once per network. */
export class AddressBook {
  constructor(
    private readonly database: Database,
    private readonly now: () => number,
  ) {}

  async list(userId: number): Promise<WireSavedAddress[]> {
    const rows = await this.database.db
      .select()
      .from(withdrawAddresses)
      .where(eq(withdrawAddresses.userId, userId))
      .orderBy(asc(withdrawAddresses.id));
    return rows.map(view);
  }

  async add(
    userId: number,
    input: z.output<typeof addressAddInput>,
    language: Language,
  ): Promise<WireSavedAddress> {
    const { db } = this.database;
    if (!validAddress(input.network, input.address))
      throw new WalletError(WalletCode.invalidAddress, language, { network: input.network });
    const [held] = await db
      .select({ n: count() })
      .from(withdrawAddresses)
      .where(eq(withdrawAddresses.userId, userId));
    if ((held?.n ?? 0) >= ADDRESS_BOOK_MAX)
      throw new WalletError(WalletCode.addressBookFull, language, { max: ADDRESS_BOOK_MAX });
    const [row] = await db
      .insert(withdrawAddresses)
      .values({ userId, ...input, createdAt: this.now() })
      .onConflictDoNothing()
      .returning();
    if (row) return view(row);
    const [existing] = await db
      .select({ id: withdrawAddresses.id })
      .from(withdrawAddresses)
      .where(
        and(
          eq(withdrawAddresses.userId, userId),
          eq(withdrawAddresses.network, input.network),
          eq(withdrawAddresses.address, input.address),
        ),
      );
    throw new WalletError(WalletCode.addressExists, language, { id: existing?.id ?? null });
  }

  async delete(userId: number, id: number, language: Language): Promise<WireAddressDeleted> {
    const deleted = await this.database.db
      .delete(withdrawAddresses)
      .where(and(eq(withdrawAddresses.id, id), eq(withdrawAddresses.userId, userId)))
      .returning({ id: withdrawAddresses.id });
    if (deleted.length === 0) throw new WalletError(WalletCode.addressNotFound, language);
    return { deleted: true, id };
  }
}
