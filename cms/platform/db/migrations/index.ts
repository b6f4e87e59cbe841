import * as migration_20261122_032440_initial from './20261122_032440_initial.ts';
import * as migration_20261122_032441_zip_codes_and_column_types from './20261122_032441_zip_codes_and_column_types.ts';
import * as migration_20261122_041440_moderation_events from './20261122_041440_moderation_events.ts';
import * as migration_20261122_041441_search_text_and_rate_limits from './20261122_041441_search_text_and_rate_limits.ts';
import * as migration_20261122_061339_media_variants from './20261122_061339_media_variants.ts';
import * as migration_20261122_061340_listing_photo_index from './20261122_061340_listing_photo_index.ts';
import * as migration_20261122_061955_media_storage_prefix from './20261122_061955_media_storage_prefix.ts';
import * as migration_20261122_063144_deal_rating from './20261122_063144_deal_rating.ts';
import * as migration_20261122_063145_search_indexes from './20261122_063145_search_indexes.ts';
import * as migration_20261123_194000_search_words from './20261123_194000_search_words.ts';
import * as migration_20261123_195000_search_vector from './20261123_195000_search_vector.ts';
import * as migration_20261123_195500_make_indexes from './20261123_195500_make_indexes.ts';
import * as migration_20261123_200500_geo_covering from './20261123_200500_geo_covering.ts';
import * as migration_20261124_100000_search_version_public_columns from './20261124_100000_search_version_public_columns.ts';
import * as migration_20261124_194726_api_keys_no_lockout from './20261124_194726_api_keys_no_lockout.ts';
import * as migration_20261124_200000_view_marks from './20261124_200000_view_marks.ts';
import * as migration_20261125_003219_listing_versions from './20261125_003219_listing_versions.ts';
import * as migration_20261125_033442_accounts_and_jobs from './20261125_033442_accounts_and_jobs.ts';
import * as migration_20261125_071826_market_value from './20261125_071826_market_value.ts';
import * as migration_20261125_100623_price_history from './20261125_100623_price_history.ts';
import * as migration_20261125_102501_saved_vehicles from './20261125_102501_saved_vehicles.ts';
import * as migration_20261125_133820_saved_searches_and_alerts from './20261125_133820_saved_searches_and_alerts.ts';
import * as migration_20261125_135004_recently_viewed from './20261125_135004_recently_viewed.ts';
import * as migration_20261125_142233_saved_search_rest from './20261125_142233_saved_search_rest.ts';
import * as migration_20261126_120000_search_versions_by_make from './20261126_120000_search_versions_by_make.ts';
import * as migration_20261126_130000_search_words_knn from './20261126_130000_search_words_knn.ts';
import * as migration_20261126_160000_search_counting from './20261126_160000_search_counting.ts';
import * as migration_20261126_220000_make_indexes_carry_make from './20261126_220000_make_indexes_carry_make.ts';
import * as migration_20261126_223000_features_index from './20261126_223000_features_index.ts';
import * as migration_20261127_010000_search_versions_hash_join from './20261127_010000_search_versions_hash_join.ts';
import * as migration_20261127_080000_feature_sets from './20261127_080000_feature_sets.ts';
import * as migration_20261127_090000_features_index_carries_facets from './20261127_090000_features_index_carries_facets.ts';
import * as migration_20261127_110000_vehicle_value_counts from './20261127_110000_vehicle_value_counts.ts';
import * as migration_20261128_030000_make_newest from './20261128_030000_make_newest.ts';
import * as migration_20261128_070000_deal_rating_counts from './20261128_070000_deal_rating_counts.ts';
import * as migration_20261128_080000_kept_amounts_index from './20261128_080000_kept_amounts_index.ts';
import * as migration_20261128_090000_make_value_counts from './20261128_090000_make_value_counts.ts';
import * as migration_20261128_100000_price_drop_counts from './20261128_100000_price_drop_counts.ts';
import * as migration_20261128_110000_feature_set_counts from './20261128_110000_feature_set_counts.ts';
import * as migration_20261128_130000_price_band_counts from './20261128_130000_price_band_counts.ts';
import * as migration_20261128_140000_static_count_triggers from './20261128_140000_static_count_triggers.ts';
import * as migration_20261128_200000_place_counts from './20261128_200000_place_counts.ts';
import * as migration_20261128_230000_word_counts from './20261128_230000_word_counts.ts';
import * as migration_20261129_000000_kept_feature_bits from './20261129_000000_kept_feature_bits.ts';
import * as migration_20261129_030000_make_body_value_counts from './20261129_030000_make_body_value_counts.ts';
import * as migration_20261129_100000_listing_changes from './20261129_100000_listing_changes.ts';
import * as migration_20261129_180000_held_models from './20261129_180000_held_models.ts';
import * as migration_20261130_010000_make_price_steps from './20261130_010000_make_price_steps.ts';
import * as migration_20261130_170000_sold_listing_indexes from './20261130_170000_sold_listing_indexes.ts';
import * as migration_20261130_180000_held_mileage from './20261130_180000_held_mileage.ts';
import * as migration_20261201_020000_make_price_carries_created from './20261201_020000_make_price_carries_created.ts';
import * as migration_20261203_135049_housekeeping_task from './20261203_135049_housekeeping_task.ts';
import * as migration_20261203_210626_revalue_task from './20261203_210626_revalue_task.ts';

export const migrations = [
  {
    up: migration_20261122_032440_initial.up,
    down: migration_20261122_032440_initial.down,
    name: '20261122_032440_initial',
  },
  {
    up: migration_20261122_032441_zip_codes_and_column_types.up,
    down: migration_20261122_032441_zip_codes_and_column_types.down,
    name: '20261122_032441_zip_codes_and_column_types',
  },
  {
    up: migration_20261122_041440_moderation_events.up,
    down: migration_20261122_041440_moderation_events.down,
    name: '20261122_041440_moderation_events',
  },
  {
    up: migration_20261122_041441_search_text_and_rate_limits.up,
    down: migration_20261122_041441_search_text_and_rate_limits.down,
    name: '20261122_041441_search_text_and_rate_limits',
  },
  {
    up: migration_20261122_061339_media_variants.up,
    down: migration_20261122_061339_media_variants.down,
    name: '20261122_061339_media_variants',
  },
  {
    up: migration_20261122_061340_listing_photo_index.up,
    down: migration_20261122_061340_listing_photo_index.down,
    name: '20261122_061340_listing_photo_index',
  },
  {
    up: migration_20261122_061955_media_storage_prefix.up,
    down: migration_20261122_061955_media_storage_prefix.down,
    name: '20261122_061955_media_storage_prefix',
  },
  {
    up: migration_20261122_063144_deal_rating.up,
    down: migration_20261122_063144_deal_rating.down,
    name: '20261122_063144_deal_rating',
  },
  {
    up: migration_20261122_063145_search_indexes.up,
    down: migration_20261122_063145_search_indexes.down,
    name: '20261122_063145_search_indexes',
  },
  {
    up: migration_20261123_194000_search_words.up,
    down: migration_20261123_194000_search_words.down,
    name: '20261123_194000_search_words',
  },
  {
    up: migration_20261123_195000_search_vector.up,
    down: migration_20261123_195000_search_vector.down,
    name: '20261123_195000_search_vector',
  },
  {
    up: migration_20261123_195500_make_indexes.up,
    down: migration_20261123_195500_make_indexes.down,
    name: '20261123_195500_make_indexes',
  },
  {
    up: migration_20261123_200500_geo_covering.up,
    down: migration_20261123_200500_geo_covering.down,
    name: '20261123_200500_geo_covering',
  },
  {
    up: migration_20261124_100000_search_version_public_columns.up,
    down: migration_20261124_100000_search_version_public_columns.down,
    name: '20261124_100000_search_version_public_columns',
  },
  {
    up: migration_20261124_194726_api_keys_no_lockout.up,
    down: migration_20261124_194726_api_keys_no_lockout.down,
    name: '20261124_194726_api_keys_no_lockout',
  },
  {
    up: migration_20261124_200000_view_marks.up,
    down: migration_20261124_200000_view_marks.down,
    name: '20261124_200000_view_marks',
  },
  {
    up: migration_20261125_003219_listing_versions.up,
    down: migration_20261125_003219_listing_versions.down,
    name: '20261125_003219_listing_versions',
  },
  {
    up: migration_20261125_033442_accounts_and_jobs.up,
    down: migration_20261125_033442_accounts_and_jobs.down,
    name: '20261125_033442_accounts_and_jobs',
  },
  {
    up: migration_20261125_071826_market_value.up,
    down: migration_20261125_071826_market_value.down,
    name: '20261125_071826_market_value',
  },
  {
    up: migration_20261125_100623_price_history.up,
    down: migration_20261125_100623_price_history.down,
    name: '20261125_100623_price_history',
  },
  {
    up: migration_20261125_102501_saved_vehicles.up,
    down: migration_20261125_102501_saved_vehicles.down,
    name: '20261125_102501_saved_vehicles',
  },
  {
    up: migration_20261125_133820_saved_searches_and_alerts.up,
    down: migration_20261125_133820_saved_searches_and_alerts.down,
    name: '20261125_133820_saved_searches_and_alerts',
  },
  {
    up: migration_20261125_135004_recently_viewed.up,
    down: migration_20261125_135004_recently_viewed.down,
    name: '20261125_135004_recently_viewed',
  },
  {
    up: migration_20261125_142233_saved_search_rest.up,
    down: migration_20261125_142233_saved_search_rest.down,
    name: '20261125_142233_saved_search_rest',
  },
  {
    up: migration_20261126_120000_search_versions_by_make.up,
    down: migration_20261126_120000_search_versions_by_make.down,
    name: '20261126_120000_search_versions_by_make',
  },
  {
    up: migration_20261126_130000_search_words_knn.up,
    down: migration_20261126_130000_search_words_knn.down,
    name: '20261126_130000_search_words_knn',
  },
  {
    up: migration_20261126_160000_search_counting.up,
    down: migration_20261126_160000_search_counting.down,
    name: '20261126_160000_search_counting',
  },
  {
    up: migration_20261126_220000_make_indexes_carry_make.up,
    down: migration_20261126_220000_make_indexes_carry_make.down,
    name: '20261126_220000_make_indexes_carry_make',
  },
  {
    up: migration_20261126_223000_features_index.up,
    down: migration_20261126_223000_features_index.down,
    name: '20261126_223000_features_index',
  },
  {
    up: migration_20261127_010000_search_versions_hash_join.up,
    down: migration_20261127_010000_search_versions_hash_join.down,
    name: '20261127_010000_search_versions_hash_join',
  },
  {
    up: migration_20261127_080000_feature_sets.up,
    down: migration_20261127_080000_feature_sets.down,
    name: '20261127_080000_feature_sets',
  },
  {
    up: migration_20261127_090000_features_index_carries_facets.up,
    down: migration_20261127_090000_features_index_carries_facets.down,
    name: '20261127_090000_features_index_carries_facets',
  },
  {
    up: migration_20261127_110000_vehicle_value_counts.up,
    down: migration_20261127_110000_vehicle_value_counts.down,
    name: '20261127_110000_vehicle_value_counts',
  },
  {
    up: migration_20261128_030000_make_newest.up,
    down: migration_20261128_030000_make_newest.down,
    name: '20261128_030000_make_newest',
  },
  {
    up: migration_20261128_070000_deal_rating_counts.up,
    down: migration_20261128_070000_deal_rating_counts.down,
    name: '20261128_070000_deal_rating_counts',
  },
  {
    up: migration_20261128_080000_kept_amounts_index.up,
    down: migration_20261128_080000_kept_amounts_index.down,
    name: '20261128_080000_kept_amounts_index',
  },
  {
    up: migration_20261128_090000_make_value_counts.up,
    down: migration_20261128_090000_make_value_counts.down,
    name: '20261128_090000_make_value_counts',
  },
  {
    up: migration_20261128_100000_price_drop_counts.up,
    down: migration_20261128_100000_price_drop_counts.down,
    name: '20261128_100000_price_drop_counts',
  },
  {
    up: migration_20261128_110000_feature_set_counts.up,
    down: migration_20261128_110000_feature_set_counts.down,
    name: '20261128_110000_feature_set_counts',
  },
  {
    up: migration_20261128_130000_price_band_counts.up,
    down: migration_20261128_130000_price_band_counts.down,
    name: '20261128_130000_price_band_counts',
  },
  {
    up: migration_20261128_140000_static_count_triggers.up,
    down: migration_20261128_140000_static_count_triggers.down,
    name: '20261128_140000_static_count_triggers',
  },
  {
    up: migration_20261128_200000_place_counts.up,
    down: migration_20261128_200000_place_counts.down,
    name: '20261128_200000_place_counts',
  },
  {
    up: migration_20261128_230000_word_counts.up,
    down: migration_20261128_230000_word_counts.down,
    name: '20261128_230000_word_counts',
  },
  {
    up: migration_20261129_000000_kept_feature_bits.up,
    down: migration_20261129_000000_kept_feature_bits.down,
    name: '20261129_000000_kept_feature_bits',
  },
  {
    up: migration_20261129_030000_make_body_value_counts.up,
    down: migration_20261129_030000_make_body_value_counts.down,
    name: '20261129_030000_make_body_value_counts',
  },
  {
    up: migration_20261129_100000_listing_changes.up,
    down: migration_20261129_100000_listing_changes.down,
    name: '20261129_100000_listing_changes',
  },
  {
    up: migration_20261129_180000_held_models.up,
    down: migration_20261129_180000_held_models.down,
    name: '20261129_180000_held_models',
  },
  {
    up: migration_20261130_010000_make_price_steps.up,
    down: migration_20261130_010000_make_price_steps.down,
    name: '20261130_010000_make_price_steps',
  },
  {
    up: migration_20261130_170000_sold_listing_indexes.up,
    down: migration_20261130_170000_sold_listing_indexes.down,
    name: '20261130_170000_sold_listing_indexes',
  },
  {
    up: migration_20261130_180000_held_mileage.up,
    down: migration_20261130_180000_held_mileage.down,
    name: '20261130_180000_held_mileage',
  },
  {
    up: migration_20261201_020000_make_price_carries_created.up,
    down: migration_20261201_020000_make_price_carries_created.down,
    name: '20261201_020000_make_price_carries_created',
  },
  {
    up: migration_20261203_135049_housekeeping_task.up,
    down: migration_20261203_135049_housekeeping_task.down,
    name: '20261203_135049_housekeeping_task',
  },
  {
    up: migration_20261203_210626_revalue_task.up,
    down: migration_20261203_210626_revalue_task.down,
    name: '20261203_210626_revalue_task',
  },
];
