/** The rules the safeguards cite, written once. */

/** Scoring methods: a method is irregular when the best offer may not get the best note, or when it neutralises the weights. */
export const BELLEVILLE = 'CE, 3 novembre 2014, n° 373362, Commune de Belleville-sur-Loire';

/** Abnormally low offers: the buyer must ask for justification before any rejection. */
export const OAB_RULES = 'articles L2152-5, L2152-6 et R2152-3 à R2152-5 du code de la commande publique';
