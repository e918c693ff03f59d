/** One line of a company's priced quantity bill (DQE). Amounts are decimal strings, null when absent. */
export interface PriceItem {
  priceNumber: string;
  description: string;
  unit: string;
  estimatedQuantity: string | null;
  unitPrice: string | null;
  totalPrice: string | null;
}

/** A company's financial offer, excluding tax. */
export interface FinancialOffer {
  name: string;
  global_price: string | null;
  /**
   * The total with its arithmetic errors rectified (quantity × unit price where a line's amount
   * disagrees; unit prices prevail unless the RC says otherwise); absent when not computed.
   */
  rectified_price?: string | null;
  items: PriceItem[];
}

export type PriceLineCheckKind = 'arithmetic' | 'missing_price' | 'missing_line' | 'total_mismatch';

/** Something wrong in a bill, with its French explanation. */
export interface PriceLineCheck {
  priceNumber: string;
  description: string;
  kind: PriceLineCheckKind;
  message: string;
}
