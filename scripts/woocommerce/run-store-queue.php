<?php
/**
 * Runs a WordPress + WooCommerce store's Action Scheduler queue once: what delivers its webhooks
 * (docs/adr/0026). A live store runs it from WP-Cron about once a minute; the WooCommerce journeys
 * run this every second (WOOCOMMERCE_TEST_STORE_QUEUE, set by .ci/run for its test store), so a
 * change there reaches the shop within seconds.
 *
 *   php scripts/woocommerce/run-store-queue.php STORE_WWW_DIR
 */
if ( $argc < 2 || ! is_file( $argv[1] . '/wp-load.php' ) ) {
	fwrite( STDERR, "usage: php run-store-queue.php STORE_WWW_DIR (the folder holding wp-load.php)\n" );
	exit( 2 );
}
define( 'DOING_CRON', true );
require $argv[1] . '/wp-load.php';
ActionScheduler_QueueRunner::instance()->run( 'highland-home-ci' );
