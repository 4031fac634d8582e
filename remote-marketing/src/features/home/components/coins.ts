import bitcoinLogo from '../assets/bitcoin.svg';
import ethereumLogo from '../assets/ethereum.svg';
import solanaLogo from '../assets/solana.svg';
import tetherLogo from '../assets/tether.svg';
import xrpLogo from '../assets/xrp.svg';

/** The five coins the platform accepts (brand names, not translated), with logos shipped with the app. */
export interface Coin {
  name: string;
  ticker: string;
  logo: string;
}

export const bitcoin: Coin = { name: 'Bitcoin', ticker: 'BTC', logo: bitcoinLogo };
export const ethereum: Coin = { name: 'Ethereum', ticker: 'ETH', logo: ethereumLogo };
export const tether: Coin = { name: 'Tether', ticker: 'USDT', logo: tetherLogo };
export const solana: Coin = { name: 'Solana', ticker: 'SOL', logo: solanaLogo };
export const xrp: Coin = { name: 'XRP', ticker: 'XRP', logo: xrpLogo };

/** The strip's order (spec §1). */
export const stripCoins: readonly Coin[] = [bitcoin, ethereum, tether, solana, xrp];
