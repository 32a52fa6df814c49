// @starknet-io/get-starknet-core 4.0.8, installed in the docs workspace as get-starknet-core-v4 (see ../tsconfig.json).
export * from 'get-starknet-core-v4';
export { default } from 'get-starknet-core-v4';
