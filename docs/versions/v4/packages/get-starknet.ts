// @starknet-io/get-starknet 4.0.8, installed in the docs workspace as get-starknet-v4 (see ../tsconfig.json).
export * from 'get-starknet-v4';
