import type { FinancialOffer, PriceItem } from './offers';

export function item(
  priceNumber: string,
  description: string,
  quantity: string | null,
  unitPrice: string | null,
  totalPrice: string | null,
  unit = 'U',
): PriceItem {
  return { priceNumber, description, unit, estimatedQuantity: quantity, unitPrice, totalPrice };
}

export function offer(name: string, globalPrice: string | null, items: PriceItem[]): FinancialOffer {
  return { name, global_price: globalPrice, items };
}
