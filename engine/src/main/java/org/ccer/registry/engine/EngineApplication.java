package org.ccer.registry.engine;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/** Starts the embedded Camunda engine with its REST API and web applications. */
@SpringBootApplication
public class EngineApplication {
  public static void main(String[] args) {
    SpringApplication.run(EngineApplication.class, args);
  }
}
