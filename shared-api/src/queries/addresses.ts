/** Query and mutation hooks for the deposit addresses (the newest per coin is the active one). */
import { useQuery } from '@tanstack/react-query';
import { createAddress, deleteAddress, getAddresses, getLastAddress } from '../address-calls';
import type { CoinSlug } from '../types';
import { queryKeys } from './keys';
import { useInvalidatingMutation } from './mutation';

export const useAddresses = (coin: CoinSlug) =>
  useQuery({
    queryKey: queryKeys.addresses(coin),
    queryFn: () => getAddresses(coin).then((r) => r.addresses),
  });

export const useLastAddress = (coin: CoinSlug) =>
  useQuery({ queryKey: queryKeys.lastAddress(coin), queryFn: () => getLastAddress(coin) });

/** Both lists of the coin (all addresses, the active one) change with any create or delete. */
const coinChanged = ({ coin }: { coin: CoinSlug }) => [queryKeys.addresses(coin)];

export const useCreateAddress = () =>
  useInvalidatingMutation(
    ({ coin, address, qrCode }: { coin: CoinSlug; address: string; qrCode: Blob }) =>
      createAddress(coin, { address, qrCode }),
    coinChanged,
  );

export const useDeleteAddress = () =>
  useInvalidatingMutation(
    ({ coin, id }: { coin: CoinSlug; id: number }) => deleteAddress(coin, id),
    coinChanged,
  );
